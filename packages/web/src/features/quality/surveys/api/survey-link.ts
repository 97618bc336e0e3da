// GET and POST /api/satisfaction/{token}: the survey a mailed link names, and its answer; no session is needed or sent.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SurveyAnswerInputParsed, SurveyPage } from '@tms/contracts';
import { apiRequest } from '@/lib/api/api-client';

const surveyPath = (token: string) => `/satisfaction/${encodeURIComponent(token)}`;

export const useSurveyPage = (token: string) =>
  useQuery({
    queryKey: ['satisfaction', token],
    queryFn: () => apiRequest<SurveyPage>(surveyPath(token), { anonymous: true }),
    // A link that expired or is not ours stays so: asking again changes nothing.
    retry: false,
  });

export const useAnswerSurvey = (token: string) =>
  useMutation({
    mutationFn: (input: SurveyAnswerInputParsed) =>
      apiRequest<SurveyPage>(surveyPath(token), { method: 'POST', body: input, anonymous: true }),
  });
