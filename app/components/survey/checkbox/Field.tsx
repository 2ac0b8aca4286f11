// Checkboxes and the '직접 입력' field, shared with the select type.
export { OptionsField as CheckboxField } from "../options";
