// The community at scale for `npm run bench`: 10,000 published posts (one photo each) and 100,000
// likes, written straight into a migrated SQLite file (the server keeps running; WAL lets it read).
// Search columns are made as app/models/community/search.ts makes them (lower-cased, spaces out, '|'
// between fields, and their initial consonants), so the triggers fill the FTS5 index as publishing would.
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { getChoseong } from "es-hangul";

const PLACES = ["강릉", "속초", "경주", "여수", "제주", "부산", "전주", "공주", "안동", "통영", "남해", "양양"];
const SPOTS = ["해변", "시장", "박물관", "숲길", "한옥마을", "케이블카", "수목원", "동물원"];
const TAGS = ["아이랑", "바다", "캠핑", "맛집", "체험", "유모차", "비오는날", "키즈카페", "숙소추천", "드라이브", "산책"];
const AREAS = ["서울 마포구", "서울 송파구", "경기 성남시", "인천 연수구", "대전 유성구", "부산 해운대구"];
const normalize = (text) => text.toLowerCase().replace(/\s+/g, "");

export function seedCommunity(file, { posts = 10_000, likes = 100_000, members = 1_000 } = {}) {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 10000");
  const now = Date.now();
  const iso = (ms) => new Date(ms).toISOString();
  const userIds = [];
  const insertUser = db.prepare(
    "insert into users (id, provider, provider_id, role, name, nickname, phone, family_members, created_at, updated_at) values (?, 'bench', ?, 'user', ?, ?, ?, '{}', ?, ?)",
  );
  const insertPost = db.prepare(`insert into community_posts (id, author_id, status, title, caption, good_points, bad_points, tips, tags,
    location_tags, author_location, family_tags, likes_count, comments_count, reports_count, search_text, search_initials, created_at,
    updated_at, published_at) values (?, ?, 'published', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?, ?)`);
  const insertUpload = db.prepare(`insert into uploads (id, owner_id, category, storage_key, file_name, declared_type, declared_size,
    content_type, byte_size, width, height, variants, status, entity_id, created_at, confirmed_at)
    values (?, ?, 'community', ?, 'photo.jpg', 'image/jpeg', 300000, 'image/jpeg', 300000, 1600, 1200, ?, 'confirmed', ?, ?, ?)`);
  const insertMedia = db.prepare("insert into community_post_media (post_id, upload_id, position) values (?, ?, 0)");
  const insertLike = db.prepare("insert into community_likes (post_id, user_id, created_at) values (?, ?, ?)");

  db.transaction(() => {
    for (let i = 0; i < members; i++) {
      const id = `bench-member-${i}`;
      insertUser.run(id, id, `벤치회원${i}`, `벤치${i}`, `0109${String(i).padStart(7, "0")}`, iso(now), iso(now));
      userIds.push(id);
    }
    // Likes spread so every member likes likes/members distinct posts.
    const perMember = Math.floor(likes / members);
    const likeCount = new Array(posts).fill(0);
    const likePairs = [];
    for (let m = 0; m < members; m++) {
      const start = (m * 7919) % posts;
      for (let k = 0; k < perMember; k++) {
        const p = (start + k * 97) % posts;
        likePairs.push([p, m]);
        likeCount[p] += 1;
      }
    }
    const postIds = [];
    for (let i = 0; i < posts; i++) {
      const place = PLACES[i % PLACES.length];
      const spot = SPOTS[(i * 7) % SPOTS.length];
      const tags = [TAGS[i % TAGS.length], TAGS[(i * 3 + 1) % TAGS.length]].filter((t, n, all) => all.indexOf(t) === n);
      const locationTags = [place, `${place}${spot}`];
      const area = AREAS[i % AREAS.length];
      const caption = `${place} ${spot}에서 아이와 보낸 하루 ${i}번째 이야기. 다음에도 또 오고 싶어요`;
      const fields = [caption, ...tags, ...locationTags, area].map(normalize);
      const id = `bench-post-${String(i).padStart(5, "0")}`;
      const at = iso(now - i * 60_000);
      insertPost.run(
        id,
        userIds[i % userIds.length],
        `${place} 여행 후기`,
        caption,
        "아이가 정말 좋아했어요",
        "주차가 조금 어려웠어요",
        "오전 일찍 가면 한가해요",
        JSON.stringify(tags),
        JSON.stringify(locationTags),
        area,
        JSON.stringify(["아들 5세", "엄마"]),
        likeCount[i],
        fields.join("|"),
        fields.map((field) => getChoseong(field)).join("|"),
        at,
        at,
        at,
      );
      const uploadId = randomUUID();
      const key = `community/bench/${uploadId}`;
      const variants = JSON.stringify([
        { width: 480, webp: `${key}/480.webp`, jpeg: `${key}/480.jpg` },
        { width: 1080, webp: `${key}/1080.webp`, jpeg: `${key}/1080.jpg` },
      ]);
      insertUpload.run(uploadId, userIds[i % userIds.length], `${key}/original`, variants, id, at, at);
      insertMedia.run(id, uploadId);
      postIds.push(id);
    }
    for (const [p, m] of likePairs) insertLike.run(postIds[p], userIds[m], iso(now));
  })();
  const counts = db
    .prepare("select (select count(*) from community_posts) as posts, (select count(*) from community_likes) as likes")
    .get();
  db.close();
  return counts;
}
