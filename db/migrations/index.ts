// Every migration, in order. Listed statically so the bundled server carries them (no directory scan).
import type { Migration } from "kysely";
import * as m0001 from "./0001_foundation";
import * as m0002 from "./0002_accounts";
import * as m0003 from "./0003_orders";
import * as m0004 from "./0004_activity";
import * as m0005 from "./0005_provider_names";
import * as m0006 from "./0006_back_office";
import * as m0007 from "./0007_region_request_phone_optional";
import * as m0008 from "./0008_uploads_and_community";
import * as m0009 from "./0009_community_search";
import * as m0010 from "./0010_travel_plans";
import * as m0011 from "./0011_plan_sharing_and_feedback";
import * as m0012 from "./0012_plan_day_ids";
import * as m0013 from "./0013_upload_categories_and_private_photos";
import * as m0014 from "./0014_missions_and_bookings";
import * as m0015 from "./0015_mcat_chapter_fates";
import * as m0016 from "./0016_photobook_production";
import * as m0017 from "./0017_session_recordings";
import * as m0018 from "./0018_analytics_events";
import * as m0020 from "./0020_alimtalk_outbox";
import * as m0021 from "./0021_job_leases";
import * as m0022 from "./0022_member_rights";

export const migrations: Record<string, Migration> = {
  "0001_foundation": m0001,
  "0002_accounts": m0002,
  "0003_orders": m0003,
  "0004_activity": m0004,
  "0005_provider_names": m0005,
  "0006_back_office": m0006,
  "0007_region_request_phone_optional": m0007,
  "0008_uploads_and_community": m0008,
  "0009_community_search": m0009,
  "0010_travel_plans": m0010,
  "0011_plan_sharing_and_feedback": m0011,
  "0012_plan_day_ids": m0012,
  "0013_upload_categories_and_private_photos": m0013,
  "0014_missions_and_bookings": m0014,
  "0015_mcat_chapter_fates": m0015,
  "0016_photobook_production": m0016,
  "0017_session_recordings": m0017,
  "0018_analytics_events": m0018,
  // 0019 is left to another branch taking its number at the same time.
  "0020_alimtalk_outbox": m0020,
  "0021_job_leases": m0021,
  "0022_member_rights": m0022,
};
