// Radios and the '직접 입력' field, shared with the checkbox type.
export { OptionsField as SelectField } from "../options";
