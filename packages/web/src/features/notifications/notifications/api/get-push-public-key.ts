// GET /api/push-subscriptions/public-key: the server's VAPID public key (base64url) to subscribe this browser with.
import { apiGet } from '@/lib/api/api-client';

export const getPushPublicKey = async () => (await apiGet<{ publicKey: string }>('/push-subscriptions/public-key')).publicKey;
