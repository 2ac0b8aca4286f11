import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { SectionName } from "~/messages/analytics";

/**
 * A section of the landing page: its eyebrow and the title it is labelled by, then its content. Its
 * `section` name marks it for the tracker's interest areas (decision 57).
 */
export function LandingSection(props: {
  id?: string;
  section: SectionName;
  titleId: string;
  eyebrow: string;
  title: string;
  tinted?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const className = ["section", props.tinted && "section--tinted", props.className].filter(Boolean).join(" ");
  return (
    <section id={props.id} className={className} aria-labelledby={props.titleId} data-section={props.section}>
      <p className="eyebrow">{props.eyebrow}</p>
      <h2 id={props.titleId} className="section__title">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** The start action: a link to the trip selection, or (with a choice made) straight to the product. */
export interface StartProps {
  startHref: string;
}

/** The page's first four sections, kept as the server rendered them until a choice changes the start links. */
export function LandingTop({ startHref }: StartProps) {
  return (
    <>
      <Hero startHref={startHref} />
      <PainPoints />
      <Steps />
      <SamplePlan startHref={startHref} />
    </>
  );
}

export function Hero({ startHref }: StartProps) {
  return (
    <section className="hero" aria-labelledby="hero-title" data-section={"hero" satisfies SectionName}>
      <p className="eyebrow eyebrow--light">아이와 함께하는 가족 여행</p>
      <h1 id="hero-title" className="hero__title">
        12시간의 여행 준비,
        <br />
        <strong>15분 상담</strong>으로 끝내세요
      </h1>
      <p className="hero__lead">3분 설문과 1:1 전문가 상담으로 우리 가족만을 위한 여행 동화책을 받아보세요.</p>
      <Link to={startHref} className="button button--primary button--large">
        무료 상담 시작하기
      </Link>
    </section>
  );
}

const PAIN_POINTS = [
  { icon: "🔍", title: "12시간의 검색", text: "블로그, 지도, 후기를 오가며 밤새 찾아도 끝이 없어요." },
  { icon: "😟", title: "끝없는 걱정", text: "아이가 지루해하진 않을지, 동선은 괜찮을지 불안해요." },
  { icon: "😵", title: "현장에서의 당황", text: "휴무, 긴 대기 줄, 갑작스런 비에 계획이 무너져요." },
  { icon: "😮‍💨", title: "모두가 지친 여행", text: "돌아오는 길엔 아이도 부모도 녹초가 되어 있어요." },
];

export function PainPoints() {
  return (
    <LandingSection section="pain-points" titleId="pain-title" eyebrow="이런 적 있으시죠?" title="아이와의 여행, 준비부터 지치셨나요?">
      <ul className="card-grid">
        {PAIN_POINTS.map((p) => (
          <li key={p.title} className="card">
            <span className="card__icon" aria-hidden="true">
              {p.icon}
            </span>
            <h3 className="card__title">{p.title}</h3>
            <p className="card__text">{p.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

const STEPS = [
  { title: "스마트 설문", badge: "3분", text: "아이 나이, 생활 리듬, 가족의 취향을 간단히 알려주세요." },
  { title: "전문가 1:1 상담", badge: "15분", text: "카카오톡 상담 후 15분 전화로 여행의 디테일을 함께 정해요." },
  { title: "맞춤 플랜 받기", badge: "동화책", text: "일정, 아이 미션, 예약 정보가 담긴 여행 동화책을 받아요." },
];

export function Steps() {
  return (
    <LandingSection section="steps" titleId="steps-title" eyebrow="이용 방법" title="세 단계면 충분해요" tinted>
      <ol className="steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="steps__item">
            <span className="steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className="card__title">
                {step.title} <span className="pill">{step.badge}</span>
              </h3>
              <p className="card__text">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

export function SamplePlan({ startHref }: StartProps) {
  return (
    <LandingSection section="sample-plan" titleId="sample-title" eyebrow="샘플 플랜" title="공주 1박 2일, 이렇게 받아보세요">
      <article className="sample-plan">
        <header className="sample-plan__header">
          <span className="pill">1일차</span>
          <h3>백제의 왕이 된 하루</h3>
        </header>
        <ol className="sample-plan__items">
          <li className="sample-plan__item">
            <span className="sample-plan__time">10:00</span>
            <div>
              <strong>공산성 성곽 탐험</strong>
              <p className="card__text">유모차 가능 구간과 그늘 쉼터까지 확인했어요.</p>
              <p className="mission">👑 아이 미션: 성문 네 개의 이름을 찾아보세요!</p>
            </div>
          </li>
          <li className="sample-plan__item sample-plan__item--locked">
            <span className="sample-plan__time">13:30</span>
            <div>
              <strong>🔒 현지인만 아는 비밀 장소</strong>
              <p className="card__text">상담 후 우리 가족 플랜에서 공개돼요.</p>
              <Link to={startHref} className="button button--outline button--small">
                비밀 장소 확인하기
              </Link>
            </div>
          </li>
        </ol>
      </article>
    </LandingSection>
  );
}

export function PhotobookPromo() {
  return (
    <LandingSection
      section="photobook-promo"
      titleId="photobook-title"
      eyebrow="프리미엄 포토북"
      title="여행의 추억을 한 권의 책으로"
      tinted
      className="photobook-promo"
    >
      <p className="card__text">
        여행에서 찍은 사진을 올리면 전문가가 레이아웃을 디자인해 고급 양장 포토북으로 만들어 드려요. 영업일 기준 7-10일 안에 집으로
        배송됩니다.
      </p>
      <Link to="/photobook/default" className="button button--primary">
        포토북 자세히 보기
      </Link>
    </LandingSection>
  );
}
