// The member dialog's '녹화 삭제' button: a fixed intent, nothing typed (parseFixedForm).
import { z } from "zod";

export const deleteRecordingsSchema = z.object({ intent: z.literal("delete-recordings") });
