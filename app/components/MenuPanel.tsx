// The header menu's panel: the visitor's or the member's (Header.tsx).
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import type { HeaderUser } from "./Header";

export function MenuPanel({ user }: { user: HeaderUser | null }) {
  return user ? <MemberMenu user={user} /> : <VisitorMenu />;
}

/** The menu's first items, the same for visitors and members. */
function SharedItems() {
  return (
    <>
      <li>
        <Link to="/">홈</Link>
      </li>
      <li>
        <Link to="/explore">여행 후기 둘러보기</Link>
      </li>
      <li>
        <Link to="/#trip-selection">여행 설계하기</Link>
      </li>
    </>
  );
}

function VisitorMenu() {
  return (
    <>
      <div className="menu__card">
        <p className="menu__card-title">아직 회원이 아니신가요?</p>
        <p className="menu__card-text">카카오로 3초 만에 가입하고 우리 가족 맞춤 여행을 시작하세요.</p>
        <Link to="/auth" className="button button--primary button--block">
          회원가입하기
        </Link>
      </div>
      <ul className="menu__list">
        <SharedItems />
      </ul>
      <Link to="/auth" className="button button--outline button--block">
        로그인
      </Link>
    </>
  );
}

function MemberMenu({ user }: { user: HeaderUser }) {
  return (
    <>
      {/* The member's name and picture: blocked in session recordings (decision 59). */}
      <div className="menu__greeting" data-pii>
        <Avatar name={user.name} src={user.avatarUrl} />
        <p>
          <strong>{user.name}</strong>님, 안녕하세요!
        </p>
      </div>
      <ul className="menu__list">
        <SharedItems />
        <li>
          <Link to={user.hasTrips ? "/dashboard" : "/product/default"}>
            나의 모든 활동
            {user.hasNewNotification ? <span className="dot" role="img" aria-label="새 알림" /> : null}
          </Link>
        </li>
        <li>
          <Link to="/scrapbook">
            스크랩북
            {user.scrapbookCount > 0 ? <span className="badge">{user.scrapbookCount}</span> : null}
          </Link>
        </li>
        <li>
          <Link to="/photobook/default">추억 앨범</Link>
        </li>
        <li>
          <Link to="/account">내 정보 · 알림 설정</Link>
        </li>
      </ul>
      <Form method="post" action="/logout">
        <button type="submit" className="button button--outline button--block">
          로그아웃
        </button>
      </Form>
    </>
  );
}

/** The member's picture, or the first letter of the name; a picture that fails says so. */
export function Avatar({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return <img className="avatar" src={src} alt={`${name} 프로필 사진`} onError={() => setFailed(true)} />;
  }
  if (src && failed) {
    return (
      <span className="avatar avatar--error" role="img" aria-label="Error loading image">
        Error loading image
      </span>
    );
  }
  return (
    <span className="avatar" aria-hidden="true">
      {name.trim().charAt(0) || "나"}
    </span>
  );
}
