import type { SurveyOption, SurveyQuestion } from "~/models/survey-questions.server";
import type { RegionSuggestion } from "~/models/regions.server";
import { FamilyBuilder } from "../FamilyBuilder";
import { RegionCombobox } from "../RegionCombobox";
import { EnergyField } from "./EnergyField";
import { RankingField } from "./RankingField";

/** What a screen starts from, already in form terms (strings), from the draft or the last post. */
export interface QuestionValues {
  answer: string[];
  detail: string;
  budget: string;
  ranks: string[];
  energy: string[];
  start: string;
  end: string;
  undecided: boolean;
  departure: { text: string; province: string; city: string };
}

export interface QuestionFieldProps {
  question: SurveyQuestion;
  values: QuestionValues;
  error: string | undefined;
  detailError: string | undefined;
  hydrated: boolean;
  today: string;
  sumWarning: string;
  family: { members: { type: string; index: number; text: string }[]; adding: boolean; error: string | undefined; value: (name: string) => string };
  regionSuggestions: RegionSuggestion[] | undefined;
}

const ERROR_ID = "question-error";

function OptionInputs(props: { type: "radio" | "checkbox"; options: SurveyOption[]; checked: string[]; invalid: boolean }) {
  return (
    <div className="option-list">
      {props.options.map((option) => (
        <label key={option.value} className="option">
          <input
            type={props.type}
            name="answer"
            value={option.value}
            defaultChecked={props.checked.includes(option.value)}
            aria-describedby={props.invalid ? ERROR_ID : undefined}
          />
          <span>
            {option.label}
            {option.withInput ? " (직접 입력)" : null}
          </span>
        </label>
      ))}
    </div>
  );
}

function DetailInput({ values, error, options }: { values: QuestionValues; error: string | undefined; options: SurveyOption[] }) {
  const withInput = options.filter((option) => option.withInput);
  if (withInput.length === 0) return null;
  return (
    <div className="field">
      <label htmlFor="question-detail">'{withInput.map((option) => option.label).join(", ")}'를 골랐다면 적어주세요</label>
      <input
        id="question-detail"
        name="detail"
        type="text"
        maxLength={100}
        defaultValue={values.detail}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "question-detail-error" : undefined}
      />
      {error ? (
        <p id="question-detail-error" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The input of one survey question, by its type; every type posts plain form fields. */
export function QuestionField(props: QuestionFieldProps) {
  const { question, values } = props;
  const invalid = Boolean(props.error);
  const describedBy = invalid ? ERROR_ID : undefined;
  switch (question.type) {
    case "select":
    case "checkbox":
      return (
        <fieldset className="question__fieldset" aria-labelledby="question-title">
          <OptionInputs type={question.type === "select" ? "radio" : "checkbox"} options={question.options} checked={values.answer} invalid={invalid} />
          <DetailInput values={values} error={props.detailError} options={question.options} />
        </fieldset>
      );
    case "budget":
      return (
        <div className="field budget">
          <label htmlFor="question-budget">총 예산 (만 원)</label>
          <span className="budget__input">
            <input
              id="question-budget"
              name="budget"
              type="number"
              inputMode="numeric"
              min={5}
              step={5}
              placeholder="예: 50"
              defaultValue={values.budget}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
            만 원
          </span>
        </div>
      );
    case "ranking":
      return <RankingField options={question.options} ranks={question.ranks} initial={values.ranks} hydrated={props.hydrated} errorId={describedBy} />;
    case "energy":
      return <EnergyField initial={values.energy} hydrated={props.hydrated} errorId={describedBy} sumWarning={props.sumWarning} />;
    case "dates":
      return (
        <div className="dates">
          <div className="field">
            <label htmlFor="question-start">떠나는 날</label>
            <input id="question-start" name="start" type="date" min={props.today} defaultValue={values.start} aria-describedby={describedBy} />
          </div>
          <div className="field">
            <label htmlFor="question-end">돌아오는 날</label>
            <input id="question-end" name="end" type="date" min={props.today} defaultValue={values.end} aria-describedby={describedBy} />
          </div>
          <label className="check">
            <input type="checkbox" name="undecided" value="on" defaultChecked={values.undecided} /> 아직 정하지 않았어요
          </label>
        </div>
      );
    case "district":
      return (
        <RegionCombobox
          id="question-departure"
          name="regionQuery"
          label="출발지 (시·군·구)"
          defaultValue={values.departure.text}
          defaultProvince={values.departure.province}
          defaultCity={values.departure.city}
          invalid={invalid}
          errorId={ERROR_ID}
          hydrated={props.hydrated}
          serverSuggestions={props.regionSuggestions}
          showDefaults
        />
      );
    case "family":
      return (
        <FamilyBuilder
          legend="함께 떠나는 가족"
          members={props.family.members}
          adding={props.family.adding}
          error={props.family.error}
          value={props.family.value}
          describedBy={describedBy}
        />
      );
    case "text":
      return (
        <div className="field">
          <label htmlFor="question-text" className="visually-hidden">
            {question.title}
          </label>
          <textarea
            id="question-text"
            name="answer"
            rows={5}
            maxLength={question.maxLength}
            placeholder={question.placeholder}
            defaultValue={values.answer[0] ?? ""}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        </div>
      );
  }
}
