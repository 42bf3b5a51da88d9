import { schemaTypes } from '@forecourt/schemas/sanity';
import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { API_VERSION, env } from './env';
import { dealerSiteTemplates } from './dealerSiteTemplates';
import { flagsTool } from './flags-tool';
import { presentation } from './presentation';
import { newDocumentOptions, perSiteTemplates } from './siteDocuments';
import { structure } from './structure';

export default defineConfig({
  name: 'default',
  title: 'Forecourt',
  projectId: env.SANITY_STUDIO_PROJECT_ID,
  dataset: env.SANITY_STUDIO_DATASET,
  plugins: [structureTool({ structure }), presentation, visionTool({ defaultApiVersion: API_VERSION })],
  tools: (prev) => [...prev, flagsTool()],
  schema: {
    types: schemaTypes,
    templates: (prev) => [...prev, ...dealerSiteTemplates, ...perSiteTemplates],
  },
  document: { newDocumentOptions },
});
