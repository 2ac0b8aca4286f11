// A small user-agent classifier for analytics: device type, browser and OS families, enough for the
// dashboard's devices table. Hand-written on purpose (ua-parser-js 2.x is AGPL); order matters where
// one browser's string names another (Edge and Samsung Internet say Chrome, Chrome says Safari).

import { remembered } from "./remembered";

export interface DeviceInfo {
  deviceType: "mobile" | "tablet" | "desktop";
  browser: string;
  os: string;
}

const BROWSERS: [RegExp, string][] = [
  [/KAKAOTALK/i, "KakaoTalk"],
  [/NAVER\(inapp|NAVER\//i, "Naver"],
  [/Whale\//, "Whale"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/CriOS\/|Chrome\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, "Windows"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

function firstMatch(table: [RegExp, string][], ua: string): string {
  for (const [pattern, name] of table) if (pattern.test(ua)) return name;
  return "other";
}

// Every page view asks, and the same few browsers ask again and again.
const classified = remembered(1000, (ua): DeviceInfo => {
  const tablet = /iPad|Tablet|PlayBook|Silk/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua));
  const mobile = !tablet && /Mobi|iPhone|iPod|Android|IEMobile|Opera Mini/.test(ua);
  return { deviceType: tablet ? "tablet" : mobile ? "mobile" : "desktop", browser: firstMatch(BROWSERS, ua), os: firstMatch(SYSTEMS, ua) };
});

export function classifyUserAgent(userAgent: string | null | undefined): DeviceInfo {
  return classified(userAgent ?? "");
}
