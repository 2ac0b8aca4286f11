// The mission log's limits, shared by the form, the model and the browser (pure data).
import { UPLOAD_CATEGORY_RULES } from "./upload-categories";

/** The longest note a family leaves with a completed mission. */
export const MISSION_NOTE_MAX = 300;

/** Photos one mission's proof holds (the upload category's rule). */
export const MISSION_PHOTO_MAX = UPLOAD_CATEGORY_RULES["mission-proof"].max;

/** A mission's element id on the missions tab (the storyboard links to it). */
export const missionAnchor = (missionId: string) => `mission-${missionId}`;
