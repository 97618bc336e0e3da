// The quality context (docs/product/service-quality.md): satisfaction surveys, the service indicators and their weekly
// mail. Other contexts import only from here.
import { indicatorsRoutes } from './indicators/indicators.routes';
import { surveysRoutes } from './surveys/surveys.routes';

export const qualityRoutes = [surveysRoutes, indicatorsRoutes];
export { startWeeklyIndicators } from './indicators/weekly-indicators';
export { planSurvey, startSurveyMailer } from './surveys/surveys.service';
