// Where uploaded lesson images are kept (docs/product/authoring.md#images-in-lessons), behind one
// small interface: files on disk now; an S3-compatible bucket could implement the same three calls.
// Names are content hashes (app/engine/lessonImages.ts), so writing a name twice writes the same bytes.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { isPostgresUrl } from "../../../db/engine";
import { IMAGE_NAME } from "~/engine/lessonImages";
import { env } from "~/utils/env.server";

export interface ImageStore {
  /** Keeps the bytes under a name (a content hash: the same name always holds the same bytes). */
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under a name, or null when there are none. */
  get(name: string): Promise<Uint8Array<ArrayBuffer> | null>;
  has(name: string): Promise<boolean>;
}

/** Files in one folder; a write goes to a temporary file first, then is renamed into place. */
export function diskImageStore(dir: string): ImageStore {
  const file = (name: string) => {
    if (!IMAGE_NAME.test(name)) throw new Error(`not an image name: ${name}`);
    return path.join(dir, name.slice(0, 2), name);
  };
  return {
    async put(name, bytes) {
      const target = file(name);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, target);
    },
    async get(name) {
      if (!IMAGE_NAME.test(name)) return null;
      try {
        return new Uint8Array(await fs.readFile(file(name)));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw e;
      }
    },
    async has(name) {
      if (!IMAGE_NAME.test(name)) return false;
      return fs.access(file(name)).then(
        () => true,
        () => false,
      );
    },
  };
}

/** UPLOADS_DIR, or "uploads" in the folder of the SQLite file (data/uploads on PostgreSQL). */
export function uploadsDir(): string {
  const config = env();
  if (config.UPLOADS_DIR) return path.resolve(config.UPLOADS_DIR);
  const url = config.DATABASE_URL;
  if (isPostgresUrl(url) || url === ":memory:") return path.resolve("data", "uploads");
  return path.resolve(path.dirname(url.replace(/^file:/, "")), "uploads");
}

let store: ImageStore | null = null;
export function imageStore(): ImageStore {
  store ??= diskImageStore(uploadsDir());
  return store;
}
