// The editor's dialog that adds or edits a mission or a product (docs/decisions/0050-missions-and-products-in-the-editor.md):
// its fields, the chapter it belongs to and the image of the plan's library it shows. The sections
// that list them are CatalogueEditor.tsx.
import { Form, Link, useNavigation } from "@remix-run/react";
import { StaffDialog } from "~/components/admin/StaffDialog";
import { ErrorList } from "~/components/form/ErrorList";
import { type FormResult, formReply } from "~/components/form/reply";
import { SelectField } from "~/components/form/SelectField";
import { CATALOGUE_MESSAGES as C } from "~/messages/missions";
import { MISSION_LIMITS, PRODUCT_LIMITS } from "~/models/missions/rules";
import type { StaffMission, StaffProduct } from "~/models/missions/staff.server";
import { type ChapterChoice, type Kind, type LibraryImage, Thumb } from "./CatalogueEditor";
import { PlanInput, PlanTextarea } from "./PlanFields";

function ImageChoices(props: { name: string; chosen: string; library: LibraryImage[]; libraryTo: string; error: string[] | undefined }) {
  const errorId = "catalogue-image-error";
  return (
    <fieldset className="icon-choices image-choices" aria-describedby={props.error ? errorId : undefined}>
      <legend>{C.image}</legend>
      <label>
        <input type="radio" name={props.name} value="" defaultChecked={props.chosen === ""} />
        <span className="icon-choices__text">{C.noImage}</span>
      </label>
      {props.library.map((image) => (
        <label key={image.id}>
          <input type="radio" name={props.name} value={image.id} defaultChecked={props.chosen === image.id} aria-label={image.fileName} />
          <Thumb sources={image.sources} alt="" />
        </label>
      ))}
      {props.library.length === 0 ? (
        <p className="hint">
          {C.libraryEmpty} <Link to={props.libraryTo}>{C.openLibrary}</Link>
        </p>
      ) : null}
      <ErrorList id={errorId} errors={props.error} />
    </fieldset>
  );
}

export function CatalogueDialog(props: {
  kind: Kind;
  item: StaffMission | StaffProduct | null;
  chapters: ChapterChoice[];
  library: LibraryImage[];
  result: FormResult | undefined;
  base: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === props.kind;
  const mission = props.kind === "mission" ? (props.item as StaffMission | null) : null;
  const product = props.kind === "product" ? (props.item as StaffProduct | null) : null;
  const defaults: Record<string, string> =
    props.kind === "mission"
      ? {
          activityId: mission?.chapter.id ?? "",
          title: mission?.title ?? "",
          description: mission?.description ?? "",
          points: String(mission?.points ?? 100),
          hint: mission?.hint ?? "",
          imageUploadId: mission?.imageUploadId ?? "",
        }
      : {
          activityId: product?.chapter.id ?? "",
          name: product?.name ?? "",
          category: product?.category ?? "",
          price: product ? String(product.price) : "",
          description: product?.description ?? "",
          imageUploadId: product?.imageUploadId ?? "",
        };
  const form = formReply(props.result, { id: props.kind, defaultValue: defaults });
  const image = form.field("imageUploadId");
  const chosenImage = typeof image.initialValue === "string" ? image.initialValue : "";
  const title = props.kind === "mission" ? (props.item ? C.editMission : C.newMission) : props.item ? C.editProduct : C.newProduct;
  return (
    <StaffDialog title={title} closeTo={props.base} wide>
      <Form method="post" className="form staff-form plan-form" noValidate preventScrollReset>
        <input type="hidden" name={props.kind} value={props.item?.id ?? "new"} />
        <SelectField
          field={form.field("activityId")}
          label={C.chapter}
          options={props.chapters.map((chapter) => ({ value: chapter.id, label: chapter.label }))}
          placeholder={C.chapterPlaceholder}
          required
        />
        {props.kind === "mission" ? (
          <>
            <PlanInput field={form.field("title")} label={C.title} maxLength={MISSION_LIMITS.title} required />
            <PlanTextarea
              field={form.field("description")}
              label={C.description}
              rows={3}
              maxLength={MISSION_LIMITS.description}
              required
            />
            <div className="plan-form__grid">
              <PlanInput
                field={form.field("points")}
                label={C.points}
                type="number"
                min={MISSION_LIMITS.minPoints}
                max={MISSION_LIMITS.maxPoints}
                inputMode="numeric"
                required
              />
            </div>
            <PlanInput field={form.field("hint")} label={C.hint} maxLength={MISSION_LIMITS.hint} />
          </>
        ) : (
          <>
            <PlanInput field={form.field("name")} label={C.name} maxLength={PRODUCT_LIMITS.name} required />
            <div className="plan-form__grid">
              <PlanInput
                field={form.field("category")}
                label={C.category}
                hint={C.categoryHint}
                maxLength={PRODUCT_LIMITS.category}
                required
              />
              <PlanInput
                field={form.field("price")}
                label={C.price}
                type="number"
                min={0}
                max={PRODUCT_LIMITS.maxPrice}
                inputMode="numeric"
                required
              />
            </div>
            <PlanTextarea field={form.field("description")} label={C.productDescription} rows={3} maxLength={PRODUCT_LIMITS.description} />
          </>
        )}
        <ImageChoices
          name="imageUploadId"
          chosen={chosenImage}
          library={props.library}
          libraryTo={`${props.base}/images`}
          error={image.errors}
        />
        <ErrorList id={`${props.kind}-form-error`} errors={form.errors("")} live />
        <div className="plan-form__buttons">
          <button type="submit" name="intent" value={props.kind} className="button button--primary" disabled={saving}>
            {saving ? C.saving : C.save}
          </button>
          <Link to={props.base} className="button button--outline" preventScrollReset>
            {C.confirmNo}
          </Link>
        </div>
      </Form>
    </StaffDialog>
  );
}
