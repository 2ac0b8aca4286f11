// `npm run s3:local`: a local S3-compatible server (s3rver, a development dependency, as local-s3.mjs
// makes it) with the bucket `family-photos`, for trying the upload service's S3 adapter on one machine.
// Objects live under data/s3rver. Prints the settings to start the demo against it in another terminal.
import { mkdirSync } from "node:fs";
import { createLocalS3 } from "./local-s3.mjs";

const port = Number(process.env.S3_LOCAL_PORT || 4569);
const origin = process.env.APP_ORIGIN || "http://localhost:3000";
const directory = "data/s3rver";
mkdirSync(directory, { recursive: true });

// Browsers PUT photos straight to the bucket: the site's origin may PUT with a Content-Type.
const cors = `<CORSConfiguration><CORSRule>
  <AllowedOrigin>${origin}</AllowedOrigin>
  <AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod>
  <AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds>
</CORSRule></CORSConfiguration>`;

const server = createLocalS3({
  address: "127.0.0.1",
  port,
  silent: true,
  directory,
  configureBuckets: [{ name: "family-photos", configs: [cors] }],
});
await server.run();
console.log(`local S3 on http://127.0.0.1:${port} (bucket family-photos, files in ${directory}); start the demo with:

  STORAGE_S3_BUCKET=family-photos STORAGE_S3_ENDPOINT=http://127.0.0.1:${port} STORAGE_S3_REGION=us-east-1 \\
  STORAGE_S3_ACCESS_KEY_ID=S3RVER STORAGE_S3_SECRET_ACCESS_KEY=S3RVER DATABASE_URL=data/s3-demo.db npm run demo
`);
