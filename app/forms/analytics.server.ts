// The tracker's batch as the ingestion endpoint accepts it (sessionId, userId, events,
// deviceInfo): known types only, every field of a known kind and size, at most 50 events. The body's
// userId and device fields are read past and never stored: the member comes from the session and the
// device from the request's user agent. Unknown keys are dropped.
import { z } from "zod";
import type { IngestedEvent } from "~/models/analytics/events.server";
import { ANALYTICS_EVENT_TYPES, BATCH_MAX_EVENTS } from "~/vocabulary/analytics-events";

const text = (max: number) => z.string().max(max);
const coordinate = z.number().finite().min(-100_000).max(1_000_000);
const duration = z
  .number()
  .finite()
  .min(0)
  .max(7 * 24 * 60 * 60 * 1000);

const eventData = z.object({
  sessionId: text(64).optional(),
  timestamp: z.number().finite().min(0).optional(),
  pageUrl: text(2000),
  referrer: text(2000).optional(),
  x: coordinate.optional(),
  y: coordinate.optional(),
  element: text(40).optional(),
  elementId: text(100).optional(),
  elementClass: text(300).optional(),
  viewport: z.object({ width: coordinate, height: coordinate }).optional(),
  depth: z.number().finite().min(0).max(100).optional(),
  maxDepth: z.number().finite().min(0).max(100).optional(),
  timeOnView: duration.optional(),
  // Peak scroll velocity since the last scroll report, px/s.
  velocity: z.number().finite().min(0).max(10_000_000).optional(),
  timeOnPage: duration.optional(),
  eventName: text(100).optional(),
  category: text(100).optional(),
  action: text(100).optional(),
  label: text(200).optional(),
  value: z.number().finite().min(-1e12).max(1e12).optional(),
  metadata: z
    .record(text(40), z.union([text(200), z.number().finite(), z.boolean(), z.null()]))
    .refine((record) => Object.keys(record).length <= 10)
    .optional(),
  message: text(500).optional(),
  source: text(500).optional(),
  line: z.number().int().min(0).optional(),
  column: z.number().int().min(0).optional(),
  stack: text(2000).optional(),
});

const event = z
  .object({ type: z.enum(ANALYTICS_EVENT_TYPES), data: eventData })
  // A custom event needs its name; an error its message.
  .refine((e) => (e.type === "custom" ? Boolean(e.data.eventName) : e.type === "error" ? Boolean(e.data.message) : true));

export const analyticsBatchSchema = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  userId: z.unknown().optional(),
  events: z.array(event).min(1).max(BATCH_MAX_EVENTS),
  deviceInfo: z.object({ screenWidth: coordinate.optional(), screenHeight: coordinate.optional() }).optional(),
});

export function parseAnalyticsBatch(body: unknown): { sessionId: string; events: IngestedEvent[] } | null {
  const parsed = analyticsBatchSchema.safeParse(body);
  return parsed.success ? { sessionId: parsed.data.sessionId, events: parsed.data.events as IngestedEvent[] } : null;
}
