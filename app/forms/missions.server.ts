// The mission log's forms: completing a mission (an optional note; the photos come as files) and
// removing a chosen photo. Korean messages from app/messages/mission-log.ts.
import { z } from "zod";
import { MISSION_ANSWERS as M } from "~/messages/mission-log";
import { MISSION_NOTE_MAX } from "~/vocabulary/missions";

export const MISSION_INTENTS = { complete: "mission-complete", removePhoto: "mission-photo-remove" } as const;

export const completeSchema = z.object({
  note: z.string().trim().max(MISSION_NOTE_MAX, M.noteTooLong).optional().default(""),
});

export const removePhotoSchema = z.object({ uploadId: z.string().trim().min(1).max(100) });
