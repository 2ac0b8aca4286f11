// The dashboard's "모두 읽음" button: a form of one fixed button (a forged post gets a 400).
import { z } from "zod";
import { NOTIFICATION_INTENTS } from "~/components/activity/Notifications";

export const notificationFormSchema = z.object({ intent: z.literal(NOTIFICATION_INTENTS.readAll) });
