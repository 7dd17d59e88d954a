import { loadFeatureTexts } from '../i18n';

// Pages under test render outside the router, which would have loaded these before them.
await loadFeatureTexts();
