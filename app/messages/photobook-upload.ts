// What the family reads on the photobook's upload page (/photobook/order;
// docs/decisions/0054-photobook-photos.md).
import {
  COVER_TEXT_MAX,
  NOJS_PHOTO_BATCH,
  PHOTOBOOK_PHOTO_MAX,
  PHOTOBOOK_PHOTO_MIN,
  type PhotobookStep,
} from "~/vocabulary/photobook-pages";

export const PHOTOBOOK_UPLOAD_MESSAGES = {
  title: "포토북 사진 올리기",
  back: "뒤로 가기",
  tripOf: (trip: string) => `${trip}의 추억을 담은 포토북`,
  notFound: "포토북 주문을 찾을 수 없습니다.",
  intro: `여행에서 찍은 사진을 ${PHOTOBOOK_PHOTO_MIN}장부터 ${PHOTOBOOK_PHOTO_MAX}장까지 올려주세요. 한 장에 10MB까지, JPG·PNG·WEBP 사진만 올릴 수 있어요.`,
  noScriptBatch: `자바스크립트 없이 올릴 때는 한 번에 ${NOJS_PHOTO_BATCH}장씩 골라 올려주세요.`,
  reduceNote: "10MB가 넘는 사진은 이 기기에서 줄여서 올려요.",
  /** The spec's alert below 20 photos (server-checked). */
  tooFew: `최소 ${PHOTOBOOK_PHOTO_MIN}장의 사진을 업로드해주세요.`,
  tooMany: `사진은 최대 ${PHOTOBOOK_PHOTO_MAX}장까지 제출할 수 있어요. 사진을 빼고 다시 제출해주세요.`,
  /** The spec's image save failure. */
  saveFailed: "이미지 저장 중 오류가 발생했습니다. 다시 시도해주세요.",
  coverNotOurs: "표지 사진은 이 포토북에 올린 사진 중에서 골라주세요.",
  coverTextTooLong: `표지 문구는 ${COVER_TEXT_MAX}자까지 쓸 수 있어요.`,
  /** The spec's success alert, as a toast on the dashboard. */
  submitted: "사진이 저장되었습니다! 전문가가 포토북 레이아웃을 디자인해 드릴게요.",
  alreadySubmitted: "이미 제출된 사진입니다. 전문가가 포토북을 디자인하고 있어요.",
  removed: "사진을 뺐어요.",
  removeFailed: "사진을 뺄 수 없어요. 다시 시도해주세요.",
  uploaded: (count: number) => `사진 ${count}장을 올렸어요.`,
  count: (count: number) => `${count} / ${PHOTOBOOK_PHOTO_MAX}장`,
  countHint: (count: number) =>
    count < PHOTOBOOK_PHOTO_MIN
      ? `${PHOTOBOOK_PHOTO_MIN - count}장 더 올려주세요`
      : count > PHOTOBOOK_PHOTO_MAX
        ? `${count - PHOTOBOOK_PHOTO_MAX}장을 빼주세요`
        : "제출할 수 있어요",
  submit: "사진 제출하기",
  submitting: "제출하는 중...",
  photosTitle: "올린 사진",
  noPhotos: "아직 올린 사진이 없어요.",
  remove: (name: string) => `${name} 빼기`,
  coverTitle: "표지 사진 (선택)",
  coverHint: "고르지 않으면 전문가가 어울리는 사진을 표지로 골라 드려요.",
  coverExpert: "전문가에게 맡기기",
  coverPick: (name: string) => `${name}을(를) 표지로`,
  coverMark: "표지",
  coverTextLabel: "표지 문구 (선택)",
  coverTextHint: `${COVER_TEXT_MAX}자까지 쓸 수 있어요. 비워둬도 괜찮아요.`,
  lowResolution: "해상도가 낮아 인쇄하면 흐릿할 수 있어요",
  lowResolutionSummary: (count: number) =>
    `${count}장은 해상도가 낮아(짧은 쪽 1,200픽셀 미만) 인쇄하면 흐릿할 수 있어요. 원본 사진으로 바꾸시길 권해요.`,
  missionTitle: "여행 미션 사진",
  missionHint: "여행 중 미션을 완료하며 찍은 사진을 포토북에 담을 수 있어요.",
  missionImport: (count: number) => `미션 사진 ${count}장 불러오기`,
  missionImported: (count: number) => `미션 사진 ${count}장을 불러왔어요.`,
  missionNone: "불러올 미션 사진이 없어요.",
  missionFull: `사진은 최대 ${PHOTOBOOK_PHOTO_MAX}장이라 일부 미션 사진은 불러오지 못했어요.`,
  submittedTitle: "제출한 사진",
  submittedAt: (at: string) => `${at}에 제출했어요`,
  expertCover: "표지는 전문가가 골라 드려요.",
  coverTextShown: (text: string) => `표지 문구: ${text}`,
  stepsTitle: "포토북 제작 순서",
  cancelled: "취소된 포토북입니다.",
} as const;

/** The sequence after submission (the terms' 제21조). */
export const PHOTOBOOK_STEP_LABELS: Record<PhotobookStep, string> = {
  submitted: "사진 제출",
  proof: "시안 확인",
  revision: "수정 요청(1회)",
  approval: "승인",
  printing: "인쇄",
  delivery: "배송",
};
