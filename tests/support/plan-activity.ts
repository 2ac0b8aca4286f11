// A chapter of a plan's itinerary as the models hold it, for the pure tests of the chapters and the
// editor (no database): 10:00, an hour and a half, free, its title, description and place named by its id.
import type { PlanActivity } from "~/models/plans/chapters";

export function planActivity(id: string, fields: Partial<PlanActivity> = {}): PlanActivity {
  return {
    id,
    time: "10:00",
    title: `활동 ${id}`,
    type: "activity",
    durationMinutes: 90,
    durationText: null,
    description: `설명 ${id}`,
    notes: null,
    locationName: `장소 ${id}`,
    costWon: 0,
    icon: null,
    ...fields,
  };
}
