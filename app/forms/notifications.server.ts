// The dashboard's form: the notifications' "모두 읽음", a fixed button (a forged post gets a 400). The
// 카카오톡 알림 choice is changed on 내 정보 (app/forms/account.server.ts, decision 82).
import { z } from "zod";
import { NOTIFICATION_INTENTS } from "~/components/activity/Notifications";

export const notificationFormSchema = z.object({
  intent: z.enum([NOTIFICATION_INTENTS.readAll]),
});
