// The dashboard's 카카오톡 알림 (decision 73): whether the family receives them, and a link to 내 정보,
// where this choice and the others are changed (decision 82). A plain link: works without script.
import { Link } from "@remix-run/react";
import { CONSENT_WORDS } from "~/messages/account";
import { SERVICE_MESSAGE_WORDS as W } from "~/messages/notifications";

export function ServiceMessages({ on, chosenAt }: { on: boolean; chosenAt: string | null }) {
  return (
    <section id="service-messages" className="service-messages" aria-labelledby="service-messages-title">
      <h2 id="service-messages-title">{W.title}</h2>
      <p className="service-messages__state">
        <strong>{on ? W.stateOn : W.stateOff}</strong>
        {chosenAt ? <span className="service-messages__when"> · {W.chosenAt(chosenAt)}</span> : null}
      </p>
      <p className="hint">{on ? W.leadOn : W.leadOff}</p>
      <Link to="/account#consents" className="button button--outline button--small">
        {CONSENT_WORDS.dashboardLink}
      </Link>
      <p className="fine-print">{W.noMarketing}</p>
    </section>
  );
}
