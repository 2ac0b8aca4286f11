// The words of staff accounts: the back office's login screen, its guard, and the commands that make
// and reset accounts (`npm run admin:create`, `npm run admin:password`).

export const STAFF_LOGIN_MESSAGES = {
  idRequired: "아이디를 입력해주세요.",
  passwordRequired: "비밀번호를 입력해주세요.",
  /** The same for an unknown id and a wrong password: nothing says which. */
  mismatch: "아이디 또는 비밀번호가 올바르지 않습니다.",
  failure: "로그인 처리 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.",
} as const;

/** Too many attempts: how long to wait, in minutes (or seconds under a minute). */
export function staffLoginTooMany(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds < 60 ? `${Math.max(1, retryAfterSeconds)}초` : `${Math.ceil(retryAfterSeconds / 60)}분`;
  return `로그인 시도가 너무 많습니다. ${wait} 후에 다시 시도해주세요.`;
}

/** A post to a staff-only action by anyone else (a page sends them home instead). */
export const STAFF_ONLY = "관리자만 할 수 있는 요청입니다. 관리자로 로그인한 뒤 다시 시도해주세요.";

/** What the account commands check and say. */
export const STAFF_ACCOUNT_MESSAGES = {
  idInvalid: "아이디는 영문 소문자, 숫자, 마침표(.), 밑줄(_), 하이픈(-)으로 4~30자여야 합니다.",
  nameRequired: "이름을 입력해주세요.",
  nameTooLong: "이름은 30자 이내로 입력해주세요.",
  passwordTooShort: "비밀번호는 10자 이상이어야 합니다.",
  passwordTooLong: "비밀번호는 200자 이내로 입력해주세요.",
  passwordMismatch: "두 번 입력한 비밀번호가 다릅니다.",
  taken: "이미 있는 아이디입니다. 비밀번호를 바꾸려면 npm run admin:password 를 실행하세요.",
  unknownId: "그 아이디의 관리자 계정이 없습니다. 새로 만들려면 npm run admin:create 를 실행하세요.",
  askId: "관리자 아이디 (영문 소문자·숫자·.·_·-, 4~30자): ",
  askName: "이름: ",
  askPassword: "비밀번호 (10자 이상, 입력한 글자는 보이지 않아요): ",
  askPasswordAgain: "비밀번호 확인: ",
  usage: [
    "사용법:",
    "  npm run admin:create                  아이디, 이름, 비밀번호를 물어본 뒤 관리자 계정을 만듭니다.",
    "  npm run admin:password                아이디와 새 비밀번호를 물어본 뒤 비밀번호를 바꿉니다.",
    "  물어보지 않고 실행하려면: npm run admin:create -- --id <아이디> --name <이름>",
    "  (비밀번호는 명령줄에 쓰지 말고 ADMIN_PASSWORD 환경 변수나 표준 입력으로 주세요)",
  ].join("\n"),
  database: (where: string) => `데이터베이스: ${where}`,
  migrated: (names: string) => `마이그레이션을 적용했습니다: ${names}`,
  unreachable: (reason: string) => `데이터베이스를 준비하지 못했습니다: ${reason}`,
  cancelled: "취소했습니다.",
  created: (loginId: string, name: string) => `관리자 계정을 만들었습니다: ${loginId} (${name}). /admin/login 에서 로그인하세요.`,
  passwordSet: (loginId: string) => `${loginId} 계정의 비밀번호를 바꿨습니다. 이 계정의 기존 로그인은 모두 끝났습니다.`,
} as const;
