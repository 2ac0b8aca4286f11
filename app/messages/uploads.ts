// What members read about their uploads (photo steps on /post/create, and the upload API's answers).
import type { UploadProblem } from "~/models/uploads/uploads.server";

export const MAX_PHOTOS = 10;
export const MIN_PHOTOS = 1;
export const MAX_PHOTO_MB = 10;

export const UPLOAD_MESSAGES = {
  /** 2§5: '{file} is over {n}MB'. */
  tooLarge: (fileName: string) => `${fileName}은(는) ${MAX_PHOTO_MB}MB를 넘어요`,
  tooLargeGeneric: `사진 한 장은 ${MAX_PHOTO_MB}MB까지 올릴 수 있어요`,
  type: "사진 파일(JPG, PNG, WEBP, HEIC)만 올릴 수 있어요",
  empty: "빈 파일은 올릴 수 없어요",
  unreadable: "사진을 읽을 수 없어요. 다른 사진을 골라주세요",
  missing: "파일이 아직 도착하지 않았어요. 다시 시도해주세요",
  notFound: "업로드를 찾을 수 없어요. 다시 시도해주세요",
  /** 2§8: 'File upload failed'. */
  failed: "파일 업로드에 실패했어요",
  /** The item state: 'upload failed'. */
  itemFailed: "업로드 실패",
  expired: "업로드 주소가 만료되었어요. 다시 시도해주세요",
  full: `사진은 최대 ${MAX_PHOTOS}장까지 올릴 수 있어요`,
  dropped: (count: number) => `최대 ${MAX_PHOTOS}장까지라서 ${count}장은 제외했어요`,
  login: "로그인이 필요합니다",
  badRequest: "요청을 처리할 수 없습니다. 다시 시도해주세요",
} as const;

export function uploadProblemMessage(problem: UploadProblem, fileName: string): string {
  if (problem === "tooLarge") return UPLOAD_MESSAGES.tooLarge(fileName);
  if (problem === "type") return UPLOAD_MESSAGES.type;
  if (problem === "empty") return UPLOAD_MESSAGES.empty;
  if (problem === "unreadable") return UPLOAD_MESSAGES.unreadable;
  if (problem === "missing") return UPLOAD_MESSAGES.missing;
  return UPLOAD_MESSAGES.notFound;
}
