// Review writing (/post/create): its toasts and the rules' messages (decision 0032).
import { MAX_LOCATION_TAGS, MAX_TAG_LENGTH, MAX_TAGS, type TagProblem } from "~/models/community/review-rules";

export const REVIEW_MESSAGES = {
  /** EN 'review published successfully'. */
  published: "후기가 성공적으로 게시되었습니다",
  /** EN 'failed to publish the review'. */
  publishFailed: "후기 게시에 실패했습니다",
  /** EN 'saved as draft'. */
  draftSaved: "임시저장되었습니다",
  /** EN 'failed to save draft'. */
  draftFailed: "임시저장에 실패했습니다",
  draftDeleted: "임시저장한 후기를 삭제했습니다",
  noPhotos: "사진을 1장 이상 올려주세요",
  notOwned: "올린 사진을 확인할 수 없어요. 사진을 다시 올려주세요",
  photoRemoved: "사진을 뺐어요",
  photosAdded: (count: number) => `사진 ${count}장을 올렸어요`,
  tooLong: "입력한 내용이 너무 길어요",
  /** Under the box that went past its limit. */
  textTooLong: (max: number) => `${max.toLocaleString("ko-KR")}자까지 쓸 수 있어요. 조금 줄여주세요`,
} as const;

export function tagProblemMessage(problem: TagProblem, kind: "location" | "tag"): string {
  if (problem === "empty") return kind === "location" ? "지역을 입력해주세요" : "태그를 입력해주세요";
  if (problem === "duplicate") return kind === "location" ? "이미 추가한 지역이에요" : "이미 추가한 태그예요";
  if (problem === "tooLong") return `${kind === "location" ? "지역은" : "태그는"} ${MAX_TAG_LENGTH}자까지 입력할 수 있어요`;
  return kind === "location"
    ? `지역 태그는 최대 ${MAX_LOCATION_TAGS}개까지 추가할 수 있어요`
    : `태그는 최대 ${MAX_TAGS}개까지 추가할 수 있어요`;
}

/** The rewards, shown on step 2 (copy only: decision 0032). */
export const REVIEW_REWARDS = [
  "후기를 올리면 다음 여행에 쓸 수 있는 5,000원 할인 쿠폰을 드려요",
  "매달 베스트 후기로 뽑히면 당일치기 여행 무료 이용권을 드려요",
] as const;
