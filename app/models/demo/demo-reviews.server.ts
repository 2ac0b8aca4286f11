// The embedded demo's community: about thirty published reviews by four demo families, each with
// photos drawn locally by sharp (images.server.ts; no network) and stored through the upload service,
// so they have real sizes like a member's photos. Seeded once per database (db/seed.ts); production
// seeds nothing.
import { svgToJpeg } from "~/services/images.server";
import type { FamilyMembers } from "~/utils/family";
import { updateProfile, upsertProviderUser } from "../accounts/users.server";
import { POPULAR_TAGS } from "../community/review-rules";
import { attachDraftPhoto, createReviewDraft, publishReview } from "../community/reviews.server";
import { storeUploadedFile } from "../uploads/uploads.server";

export const DEMO_FAMILIES: { id: string; nickname: string; phone: string; location: string; familyMembers: FamilyMembers }[] = [
  {
    id: "family-sea",
    nickname: "바다좋아 가족",
    phone: "01000000011",
    location: "서울 마포구",
    familyMembers: { mother: { age: "37", is_me: true }, son: [{ age: "7", is_me: false }], daughter: [{ age: "4", is_me: false }] },
  },
  {
    id: "family-forest",
    nickname: "숲속 탐험대",
    phone: "01000000012",
    location: "경기 성남시",
    familyMembers: { father: { age: "40", is_me: true }, son: [{ age: "9", is_me: false }] },
  },
  {
    id: "family-jiwoo",
    nickname: "지우네",
    phone: "01000000013",
    location: "대전 유성구",
    familyMembers: { mother: { age: "34", is_me: true }, daughter: [{ age: "6", is_me: false }] },
  },
  {
    id: "family-camper",
    nickname: "주말 캠퍼",
    phone: "01000000014",
    location: "부산 해운대구",
    familyMembers: {
      father: { age: "42", is_me: true },
      mother: { age: "41", is_me: false },
      son: [
        { age: "11", is_me: false },
        { age: "8", is_me: false },
      ],
    },
  },
];

type Scene = "sea" | "hills" | "town";

const PLACES: { region: string; scene: Scene; hue: number; spots: string[] }[] = [
  { region: "강릉", scene: "sea", hue: 200, spots: ["경포해변", "안목 커피거리", "오죽헌", "주문진 수산시장"] },
  { region: "공주", scene: "hills", hue: 95, spots: ["공산성", "무령왕릉", "공주 한옥마을", "금강 자전거길"] },
  { region: "여수", scene: "sea", hue: 215, spots: ["오동도", "해상케이블카", "이순신광장", "향일암"] },
  { region: "제주", scene: "sea", hue: 185, spots: ["협재해수욕장", "성산일출봉", "에코랜드", "비자림"] },
  { region: "경주", scene: "town", hue: 30, spots: ["불국사", "대릉원", "동궁과 월지", "경주월드"] },
  { region: "부산", scene: "sea", hue: 225, spots: ["해운대", "감천문화마을", "국립해양박물관"] },
  { region: "전주", scene: "town", hue: 20, spots: ["전주 한옥마을", "경기전", "자만벽화마을"] },
  { region: "속초", scene: "hills", hue: 160, spots: ["설악산 케이블카", "속초해수욕장", "아바이마을"] },
];

const EXTRA_TAGS = ["주말여행", "겨울방학", "여름휴가", "초등학생", "미취학아동", "기차여행", "드라이브"];

/** A simple landscape drawn as SVG (sky, sun, land or sea, a family of four), 1200×900. */
function sceneSvg(scene: Scene, hue: number, variant: number): Buffer {
  const sky = `hsl(${hue},70%,${78 - variant * 3}%)`;
  const skyLow = `hsl(${(hue + 30) % 360},65%,88%)`;
  const sunX = 220 + variant * 180;
  const ground =
    scene === "sea"
      ? `<path d="M0 560 Q300 520 600 560 T1200 550 V900 H0Z" fill="hsl(${hue},65%,42%)"/><path d="M0 640 Q300 610 600 640 T1200 630 V900 H0Z" fill="hsl(${hue},60%,34%)"/><path d="M0 770 Q400 730 800 770 T1200 760 V900 H0Z" fill="hsl(42,55%,78%)"/>`
      : scene === "hills"
        ? `<path d="M0 600 L240 380 L460 560 L700 330 L960 540 L1200 420 V900 H0Z" fill="hsl(${hue},35%,40%)"/><path d="M0 700 Q300 600 600 690 T1200 660 V900 H0Z" fill="hsl(${hue},45%,48%)"/>`
        : `<rect x="0" y="620" width="1200" height="280" fill="hsl(${hue},30%,62%)"/>${[0, 1, 2, 3]
            .map(
              (i) =>
                `<path d="M${90 + i * 280} 620 L${150 + i * 280} 520 L${330 + i * 280} 520 L${390 + i * 280} 620Z" fill="hsl(${hue},25%,22%)"/><rect x="${130 + i * 280}" y="620" width="220" height="120" fill="hsl(${hue},40%,85%)"/>`,
            )
            .join("")}`;
  const family = [0, 1, 2, 3]
    .map((i) => {
      const x = 760 + i * 70;
      const tall = i < 2 ? 1 : 0.65;
      const head = 22 * tall;
      const body = 90 * tall;
      const top = 820 - body - head * 2;
      return `<circle cx="${x}" cy="${top + head}" r="${head}" fill="#2b2b2b"/><rect x="${x - head}" y="${top + head * 2}" width="${head * 2}" height="${body}" rx="${head}" fill="#2b2b2b"/>`;
    })
    .join("");
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient></defs><rect width="1200" height="900" fill="url(#sky)"/><circle cx="${sunX}" cy="200" r="80" fill="#fff4c2"/>${ground}${family}</svg>`,
  );
}

interface DemoReview {
  family: number;
  region: string;
  spot: string;
  scene: Scene;
  hue: number;
  photos: number;
  daysAgo: number;
  tags: string[];
  extraRegion?: string;
}

/** Thirty reviews spread over four families, eight regions and the last two months. */
export function demoReviewPlan(): DemoReview[] {
  const plan: DemoReview[] = [];
  let n = 0;
  for (let round = 0; plan.length < 30; round += 1) {
    for (const place of PLACES) {
      const spot = place.spots[round % place.spots.length] ?? place.region;
      if (plan.length >= 30) break;
      plan.push({
        family: n % DEMO_FAMILIES.length,
        region: place.region,
        spot,
        scene: place.scene,
        hue: place.hue,
        photos: 1 + (n % 3 === 0 ? 1 : 0),
        daysAgo: 1 + ((n * 2) % 60),
        tags: [
          POPULAR_TAGS[n % POPULAR_TAGS.length],
          POPULAR_TAGS[(n + 3) % POPULAR_TAGS.length],
          EXTRA_TAGS[n % EXTRA_TAGS.length],
        ].filter((tag): tag is string => Boolean(tag)),
        extraRegion: n % 7 === 0 ? PLACES[(n + 1) % PLACES.length]?.region : undefined,
      });
      n += 1;
    }
  }
  return plan;
}

function reviewTexts(review: DemoReview) {
  return {
    goodPoints: `${review.spot}에서 아이가 정말 신나게 놀았어요. 동선이 짧아서 유모차로도 다니기 편했어요.`,
    badPoints: review.daysAgo % 2 ? "주말 오후에는 사람이 많아서 주차가 조금 힘들었어요." : "식당 대기가 길어서 간식을 챙겨 가길 잘했어요.",
    tips: `${review.region}에 간다면 오전 일찍 ${review.spot}부터 들르세요. 아이 여벌옷은 꼭 챙기세요!`,
    caption: `${review.region} ${review.spot}에 다녀왔어요. 아이와 함께라서 더 특별했던 하루, 다음에 또 오고 싶어요.`,
  };
}

/** Runs `work` over `items` with at most `limit` at once (sharp's thread pool is small). */
async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += limit) await Promise.all(items.slice(start, start + limit).map(work));
}

/** Publishes the demo families' reviews, with their photos stored; the ids of the posts it published. */
export async function seedDemoReviews(now = new Date()): Promise<string[]> {
  const authors: { id: string; location: string }[] = [];
  for (const family of DEMO_FAMILIES) {
    // Not "demo": that provider is the review-test login's alone; these families never sign in.
    const user = await upsertProviderUser({
      provider: "demo-family",
      providerId: family.id,
      email: null,
      nickname: family.nickname,
      avatarUrl: null,
    });
    await updateProfile(user.id, { name: family.nickname, phone: family.phone, familyMembers: family.familyMembers });
    authors.push({ id: user.id, location: family.location });
  }
  const published: string[] = [];
  await inBatches(demoReviewPlan(), 3, async (review) => {
    const author = authors[review.family];
    if (!author) return;
    const at = new Date(now.getTime() - review.daysAgo * 24 * 60 * 60 * 1000);
    const draftId = await createReviewDraft(author.id, at);
    for (let photo = 0; photo < review.photos; photo += 1) {
      const jpeg = await svgToJpeg(sceneSvg(review.scene, review.hue, photo + (review.daysAgo % 3)), 85);
      const stored = await storeUploadedFile(
        { ownerId: author.id, category: "review", fileName: `${review.region}-${photo + 1}.jpg`, fileType: "image/jpeg", body: jpeg },
        // Uploaded now, not on the review's backdated day: another process's orphan sweep removes
        // pending files older than a day, and would take these mid-seed.
        now,
      );
      if (!stored.ok) throw new Error(`demo photo refused: ${stored.problem}`);
      await attachDraftPhoto({ authorId: author.id, draftId, uploadId: stored.upload.id }, at);
    }
    const result = await publishReview(
      {
        authorId: author.id,
        draftId,
        authorLocation: author.location,
        fields: {
          ...reviewTexts(review),
          locationTags: review.extraRegion && review.extraRegion !== review.region ? [review.region, review.extraRegion] : [review.region],
          tags: review.tags,
        },
      },
      at,
    );
    if (!result.ok) throw new Error(`demo review not published: ${result.problem}`);
    published.push(result.postId);
  });
  return published;
}
