// The plan editor's missions and products (staff): two sections listing them with what the family did
// (a mission's completion with its note and photos, a product in the cart or reserved by a booking
// order), each with edit, delete (confirmed) and move; the add/edit dialog (CatalogueDialog.tsx) with the chapter picked from
// the plan's saved chapters and the image from its library (radio thumbnails); and the question a
// chapter's delete asks about its missions and products. Plain forms: everything works without
// JavaScript (docs/decisions/0050-missions-and-products-in-the-editor.md).
import { Form, Link } from "@remix-run/react";
import type { FormEvent, ReactNode } from "react";
import { ErrorList } from "~/components/form/ErrorList";
import { CATALOGUE_MESSAGES as C } from "~/messages/missions";
import type { StaffMission, StaffProduct } from "~/models/missions/staff.server";
import type { ImageSources } from "~/models/uploads/uploads";
import { formatDateTime } from "~/utils/format";

export interface ChapterChoice {
  id: string;
  label: string;
}

export interface LibraryImage {
  id: string;
  fileName: string;
  sources: ImageSources;
}

export type Kind = "mission" | "product";

export function Thumb({ sources, alt, size = 64 }: { sources: ImageSources; alt: string; size?: number }) {
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={`${size}px`} />
      <img
        src={sources.fallback}
        srcSet={sources.jpegSrcSet}
        sizes={`${size}px`}
        width={size}
        height={size}
        alt={alt}
        loading="lazy"
        className="catalogue-thumb"
      />
    </picture>
  );
}

/** A browser confirm with JavaScript; without it the server answers with the confirmation step. */
function confirmFirst(message: string) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(message)) {
      event.preventDefault();
      return;
    }
    const confirmed = event.currentTarget.elements.namedItem("confirmed");
    if (confirmed instanceof HTMLInputElement) confirmed.value = "yes";
  };
}

function ItemActions(props: { kind: Kind; id: string; name: string; base: string; first: boolean; last: boolean }) {
  const idField = `${props.kind}Id`;
  const hidden = <span className="visually-hidden"> ({props.name})</span>;
  return (
    <div className="plan-chapter__actions">
      <Link to={`${props.base}?${props.kind}=${props.id}`} className="button button--outline button--small" preventScrollReset>
        {C.edit}
        {hidden}
      </Link>
      <Form
        method="post"
        preventScrollReset
        onSubmit={confirmFirst(props.kind === "mission" ? C.confirmDeleteMission : C.confirmDeleteProduct)}
      >
        <input type="hidden" name="intent" value={`delete-${props.kind}`} />
        <input type="hidden" name={idField} value={props.id} />
        <input type="hidden" name="confirmed" value="no" />
        <button type="submit" className="button button--ghost button--small">
          {C.delete}
          {hidden}
        </button>
      </Form>
      <Form method="post" preventScrollReset className="plan-chapter__actions">
        <input type="hidden" name="intent" value={`move-${props.kind}`} />
        <input type="hidden" name={idField} value={props.id} />
        <button type="submit" name="direction" value="up" className="button button--ghost button--small" disabled={props.first}>
          {C.moveUp}
          {hidden}
        </button>
        <button type="submit" name="direction" value="down" className="button button--ghost button--small" disabled={props.last}>
          {C.moveDown}
          {hidden}
        </button>
      </Form>
    </div>
  );
}

/** A question asked on its own page without JavaScript; its buttons say what they do (delete, by default). */
function ConfirmBox(props: { id: string; message: string; children: ReactNode; cancelTo: string; yes?: string; no?: string }) {
  return (
    <div className="plan-confirm" role="alertdialog" aria-labelledby={props.id}>
      <p id={props.id}>{props.message}</p>
      <Form method="post" className="plan-chapter__actions">
        {props.children}
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" className="button button--primary button--small">
          {props.yes ?? C.confirmYes}
        </button>
        <Link to={props.cancelTo} className="button button--outline button--small">
          {props.no ?? C.confirmNo}
        </Link>
      </Form>
    </div>
  );
}

export function MissionSection(props: {
  missions: StaffMission[];
  base: string;
  canAdd: boolean;
  confirmDelete: string | null;
  confirmUndo: string | null;
}) {
  return (
    <section className="plan-day catalogue" id="missions" aria-labelledby="missions-title">
      <h2 id="missions-title">
        {C.missions} <span className="hint">({props.missions.length})</span>
      </h2>
      <p className="hint">{C.missionsHint}</p>
      {props.missions.length === 0 ? <p className="hint">{C.noMissions}</p> : null}
      <ol>
        {props.missions.map((mission, index) => (
          <li key={mission.id} id={`mission-${mission.id}`} className="catalogue-item">
            <div className="catalogue-item__main">
              {mission.image ? <Thumb sources={mission.image} alt="" /> : null}
              <div>
                <h3>{mission.title}</h3>
                <p className="hint">
                  {C.at(mission.chapter.dayNumber, mission.chapter.title, mission.chapter.locationName)} · {C.pointsText(mission.points)}
                </p>
                <p>{mission.description}</p>
                {mission.hint ? <p className="hint">💡 {mission.hint}</p> : null}
              </div>
            </div>
            {mission.completion ? (
              <div className="catalogue-status catalogue-status--done">
                <p>
                  <strong>✅ {C.completed}</strong> · {C.completedBy(mission.completion.by, formatDateTime(mission.completion.at))} · +
                  {C.pointsText(mission.completion.points)}
                </p>
                {mission.completion.note ? (
                  <p>
                    {C.note}: {mission.completion.note}
                  </p>
                ) : null}
                {mission.completion.photos.length > 0 ? (
                  <ul className="catalogue-photos" aria-label={`${mission.title} ${C.proofPhotos}`}>
                    {mission.completion.photos.map((photo, n) =>
                      photo.sources ? (
                        <li key={photo.id}>
                          <a href={photo.sources.fallback}>
                            <Thumb sources={photo.sources} alt={`${C.proofPhotos} ${n + 1}`} size={80} />
                          </a>
                        </li>
                      ) : null,
                    )}
                  </ul>
                ) : null}
                <Form method="post" preventScrollReset onSubmit={confirmFirst(C.confirmUndo)}>
                  <input type="hidden" name="intent" value="undo-completion" />
                  <input type="hidden" name="missionId" value={mission.id} />
                  <input type="hidden" name="confirmed" value="no" />
                  <button type="submit" className="button button--ghost button--small">
                    {C.undo}
                    <span className="visually-hidden"> ({mission.title})</span>
                  </button>
                </Form>
                {props.confirmUndo === mission.id ? (
                  <ConfirmBox
                    id={`confirm-undo-${mission.id}`}
                    message={C.confirmUndo}
                    cancelTo={`${props.base}#mission-${mission.id}`}
                    yes={C.undo}
                    no={C.keepCompletion}
                  >
                    <input type="hidden" name="intent" value="undo-completion" />
                    <input type="hidden" name="missionId" value={mission.id} />
                  </ConfirmBox>
                ) : null}
              </div>
            ) : (
              <p className="catalogue-status">{C.notCompleted}</p>
            )}
            <ItemActions
              kind="mission"
              id={mission.id}
              name={mission.title}
              base={props.base}
              first={index === 0}
              last={index === props.missions.length - 1}
            />
            {props.confirmDelete === mission.id ? (
              <ConfirmBox
                id={`confirm-mission-${mission.id}`}
                message={C.confirmDeleteMission}
                cancelTo={`${props.base}#mission-${mission.id}`}
              >
                <input type="hidden" name="intent" value="delete-mission" />
                <input type="hidden" name="missionId" value={mission.id} />
              </ConfirmBox>
            ) : null}
          </li>
        ))}
      </ol>
      {props.canAdd ? (
        <Link to={`${props.base}?mission=new`} className="button button--outline button--small" preventScrollReset>
          + {C.addMission}
        </Link>
      ) : (
        <p className="hint">{C.noChapters}</p>
      )}
    </section>
  );
}

export function ProductSection(props: { products: StaffProduct[]; base: string; canAdd: boolean; confirmDelete: string | null }) {
  return (
    <section className="plan-day catalogue" id="products" aria-labelledby="products-title">
      <h2 id="products-title">
        {C.products} <span className="hint">({props.products.length})</span>
      </h2>
      <p className="hint">{C.productsHint}</p>
      {props.products.length === 0 ? <p className="hint">{C.noProducts}</p> : null}
      <ol>
        {props.products.map((product, index) => (
          <li key={product.id} id={`product-${product.id}`} className="catalogue-item">
            <div className="catalogue-item__main">
              {product.image ? <Thumb sources={product.image} alt="" /> : null}
              <div>
                <h3>{product.name}</h3>
                <p className="hint">
                  {product.category} · {C.won(product.price)} ·{" "}
                  {C.at(product.chapter.dayNumber, product.chapter.title, product.chapter.locationName)}
                </p>
                {product.description ? <p>{product.description}</p> : null}
              </div>
            </div>
            <p className={product.reservations.length > 0 ? "catalogue-status catalogue-status--done" : "catalogue-status"}>
              {product.reservations.length > 0 ? (
                <>
                  <strong>📌 {C.reserved}</strong>
                  {product.reservations.map((reservation) => (
                    <span key={reservation.orderId}>
                      {" "}
                      · {C.reservedBy(reservation.orderId)} ({formatDateTime(reservation.reservedAt)}, {C.won(reservation.price)})
                    </span>
                  ))}
                </>
              ) : (
                C.notReserved
              )}
              {product.inCart ? <span> · 🛒 {C.inCart}</span> : null}
            </p>
            <ItemActions
              kind="product"
              id={product.id}
              name={product.name}
              base={props.base}
              first={index === 0}
              last={index === props.products.length - 1}
            />
            {props.confirmDelete === product.id ? (
              <ConfirmBox
                id={`confirm-product-${product.id}`}
                message={C.confirmDeleteProduct}
                cancelTo={`${props.base}#product-${product.id}`}
              >
                <input type="hidden" name="intent" value="delete-product" />
                <input type="hidden" name="productId" value={product.id} />
              </ConfirmBox>
            ) : null}
          </li>
        ))}
      </ol>
      {props.canAdd ? (
        <Link to={`${props.base}?product=new`} className="button button--outline button--small" preventScrollReset>
          + {C.addProduct}
        </Link>
      ) : null}
    </section>
  );
}

/** The chapter-delete confirmation when the chapter holds missions or products: move them, or delete them too. */
export function ChapterFateQuestion(props: {
  activityId: string;
  items: { missions: { id: string; title: string; completed: boolean }[]; products: { id: string; name: string; booked: boolean }[] };
  targets: ChapterChoice[];
  error: string | null;
  cancelTo: string;
}) {
  const kept = props.items.missions.some((mission) => mission.completed) || props.items.products.some((product) => product.booked);
  const titleId = `fate-${props.activityId}`;
  return (
    <div className="plan-confirm" role="alertdialog" aria-labelledby={titleId}>
      <p id={titleId}>{C.fateQuestion(props.items.missions.length, props.items.products.length)}</p>
      <ul>
        {props.items.missions.map((mission) => (
          <li key={mission.id}>
            {C.missions}: {mission.title}
            {mission.completed ? ` (${C.completed})` : ""}
          </li>
        ))}
        {props.items.products.map((product) => (
          <li key={product.id}>
            {C.products}: {product.name}
            {product.booked ? ` (${C.reserved})` : ""}
          </li>
        ))}
      </ul>
      <Form method="post" className="form">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="activityId" value={props.activityId} />
        <input type="hidden" name="confirmed" value="yes" />
        <fieldset className="fate-choices">
          <legend className="visually-hidden">{C.fateRequired}</legend>
          {props.targets.length > 0 ? (
            <div className="field">
              <label>
                <input type="radio" name="fate" value="move" defaultChecked />
                {C.fateMove}
              </label>
              <label htmlFor={`fate-target-${props.activityId}`}>{C.fateMoveTo}</label>
              <select id={`fate-target-${props.activityId}`} name="fateTarget">
                {props.targets.map((target) => (
                  <option key={target.id} value={target.id}>
                    {target.label}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <p className="hint">{C.fateNoTarget}</p>
          )}
          <label>
            <input type="radio" name="fate" value="delete" disabled={kept} defaultChecked={props.targets.length === 0 && !kept} />
            {C.fateDelete}
          </label>
          {kept ? <p className="hint">{C.fateDeleteBlocked}</p> : null}
        </fieldset>
        <ErrorList id={`fate-error-${props.activityId}`} errors={props.error ? [props.error] : undefined} live />
        <div className="plan-chapter__actions">
          <button type="submit" className="button button--primary button--small">
            {C.confirmYes}
          </button>
          <Link to={props.cancelTo} className="button button--outline button--small">
            {C.confirmNo}
          </Link>
        </div>
      </Form>
    </div>
  );
}
