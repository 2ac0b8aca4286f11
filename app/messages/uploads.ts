// What members read about their uploads (photo steps on /post/create, and the upload API's answers).
import type { UploadProblem } from "~/models/uploads/uploads.server";

export const MAX_PHOTOS = 10;
export const MIN_PHOTOS = 1;
export const MAX_PHOTO_MB = 10;

export const UPLOAD_MESSAGES = {
  /** The first design's '{file} is over {n}MB'. */
  tooLarge: (fileName: string) => `${fileName}은(는) ${MAX_PHOTO_MB}MB를 넘어요`,
  tooLargeGeneric: `사진 한 장은 ${MAX_PHOTO_MB}MB까지 올릴 수 있어요`,
  type: "사진 파일(JPG, PNG, WEBP)만 올릴 수 있어요",
  /** HEIC/HEIF (iPhone's own format): this server cannot read it, so it is refused before it goes up, and by content after. */
  heic: "HEIC 사진은 올릴 수 없어요. JPG로 바꾸거나 아이폰 설정 > 카메라 > 포맷에서 '높은 호환성'을 골라주세요",
  empty: "빈 파일은 올릴 수 없어요",
  unreadable: "사진을 읽을 수 없어요. 다른 사진을 골라주세요",
  missing: "파일이 아직 도착하지 않았어요. 다시 시도해주세요",
  notFound: "업로드를 찾을 수 없어요. 다시 시도해주세요",
  /** The first design's 'File upload failed'. */
  failed: "파일 업로드에 실패했어요",
  /** The item state: 'upload failed'. */
  itemFailed: "업로드 실패",
  expired: "업로드 주소가 만료되었어요. 다시 시도해주세요",
  full: `사진은 최대 ${MAX_PHOTOS}장까지 올릴 수 있어요`,
  dropped: (count: number) => `최대 ${MAX_PHOTOS}장까지라서 ${count}장은 제외했어요`,
  fullOf: (max: number) => `사진은 최대 ${max}장까지 올릴 수 있어요`,
  droppedOf: (count: number, max: number) => `최대 ${max}장까지라서 ${count}장은 제외했어요`,
  /** The upload budget (UPLOAD_LIMIT_PER_MINUTE / _PER_HOUR) is spent. */
  budget: "사진을 너무 많이 올렸어요. 잠시 후 다시 시도해주세요",
  /** A staff category asked for by a member, or a member's by staff. */
  forbidden: "이 사진을 올릴 권한이 없어요",
  noPhotos: "올릴 사진을 골라주세요",
  login: "로그인이 필요합니다",
  badRequest: "요청을 처리할 수 없습니다. 다시 시도해주세요",
} as const;

export function uploadProblemMessage(problem: UploadProblem, fileName: string): string {
  if (problem === "tooLarge") return UPLOAD_MESSAGES.tooLarge(fileName);
  if (problem === "type") return UPLOAD_MESSAGES.type;
  if (problem === "heic") return UPLOAD_MESSAGES.heic;
  if (problem === "empty") return UPLOAD_MESSAGES.empty;
  if (problem === "unreadable") return UPLOAD_MESSAGES.unreadable;
  if (problem === "missing") return UPLOAD_MESSAGES.missing;
  return UPLOAD_MESSAGES.notFound;
}
