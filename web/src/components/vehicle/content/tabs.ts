/** The tab rule lives in the domain (spec §2): re-exported for the content components. */
export * from '@/domain/vehicle-tabs';
