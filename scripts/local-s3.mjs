// s3rver, the local S3-compatible server of `npm run s3:local` and of the S3 adapter's tests, with one
// change: a delete leaves the key's folders in place. s3rver removes the folders a delete empties; a
// PUT into the same folder at that moment (the demo seed stores its photos a few at a time, all under
// incoming/<day>/, and removes each original once its sizes are made) then cannot open its file, and
// s3rver's write stream has no error handler: the whole process dies of an uncaught ENOENT. A real
// bucket has no folders to remove, so keeping them changes nothing the app can see.
import { rm } from "node:fs/promises";
import S3rver from "s3rver";

/** A local S3 server (call `run()` to start it) whose deletes remove a key's files only. */
export function createLocalS3(options) {
  const server = new S3rver(options);
  const store = server.store;
  store.deleteObject = async (bucket, key) => {
    const files = ["object", "object.md5", "metadata.json"].map((resource) => store.getResourcePath(bucket, key, resource));
    await Promise.all(files.map((file) => rm(file, { force: true })));
  };
  return server;
}
