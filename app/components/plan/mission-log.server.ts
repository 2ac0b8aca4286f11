// The mission log for the server's render: the browser build replaces this module with an empty one, so
// the plan page's other tabs never carry the mission log's code (decision 43's pattern).
export { MissionLog as MissionLogOnServer } from "./MissionLog";
