// The dashboard's forms: the notifications' "모두 읽음" and the 카카오톡 알림 choice, each a fixed
// button (a forged post gets a 400).
import { z } from "zod";
import { NOTIFICATION_INTENTS } from "~/components/activity/Notifications";
import { SERVICE_MESSAGE_INTENTS } from "~/components/activity/ServiceMessages";

export const notificationFormSchema = z.object({
  intent: z.enum([NOTIFICATION_INTENTS.readAll, SERVICE_MESSAGE_INTENTS.off, SERVICE_MESSAGE_INTENTS.on]),
});
