import type { ReactNode } from "react";

/** A sandbox's screen, standing in for an outside service in the demo: it says so above its title. */
export function SandboxPage(props: { titleId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="page sandbox" aria-labelledby={props.titleId}>
      <p className="eyebrow">테스트용 샌드박스</p>
      <h1 id={props.titleId} className="page__title">
        {props.title}
      </h1>
      {props.children}
    </section>
  );
}
