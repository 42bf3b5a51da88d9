import { defineCliConfig } from 'sanity/cli';
import { env, isPlaceholderProject } from './env';

export default defineCliConfig({
  // No placeholder here: project commands (datasets import, cors, tokens) must ask, not hit a fake project.
  api: {
    projectId: isPlaceholderProject ? undefined : env.SANITY_STUDIO_PROJECT_ID,
    dataset: env.SANITY_STUDIO_DATASET,
  },
  // No auto-updating runtime from Sanity's CDN: the Studio is built from the pinned packages, offline.
  deployment: { autoUpdates: false },
  schemaExtraction: { path: './schema.json' },
  // `npm run typegen`: GROQ from web's one queries file, types written next to it.
  typegen: {
    path: '../web/src/lib/content/queries.ts',
    schema: './schema.json',
    generates: '../web/src/lib/content/sanity.types.ts',
  },
});
