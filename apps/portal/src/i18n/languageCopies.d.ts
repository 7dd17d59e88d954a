// One language's copy of the features' texts (the `?lang=` copies of vite.config.ts): only that
// language's catalogue is filled in.
type FeatureCatalogues = Record<'zh' | 'en' | 'es', Record<string, unknown>>;

declare module '*/featureMessages?lang=zh' {
  export const featureMessages: FeatureCatalogues;
}
declare module '*/featureMessages?lang=en' {
  export const featureMessages: FeatureCatalogues;
}
declare module '*/featureMessages?lang=es' {
  export const featureMessages: FeatureCatalogues;
}
declare module '*/messages?lang=zh' {
  export const zh: Record<string, unknown>;
}
