// The mission log's limits, shared by the form, the model and the browser (pure data). The upload
// category's rule (app/vocabulary/upload-categories.ts) writes the five again rather than import it, so
// that neither the mission tab carries every category's rule nor the uploader's pages a file for this one
// (a unit test holds them equal; decision 61).

/** The longest note a family leaves with a completed mission. */
export const MISSION_NOTE_MAX = 300;

/** Photos one mission's proof holds (the mission-proof upload category's maximum). */
export const MISSION_PHOTO_MAX = 5;

/** A mission's element id on the missions tab (the storyboard links to it). */
export const missionAnchor = (missionId: string) => `mission-${missionId}`;
