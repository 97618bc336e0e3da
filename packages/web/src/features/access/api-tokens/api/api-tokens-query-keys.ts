// Cache key of the profile's 'Tokens de API': creating or revoking a token refreshes the list.
export const apiTokensQueryKey = ['api-tokens'] as const;
