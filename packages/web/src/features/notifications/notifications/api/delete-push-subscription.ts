// DELETE /api/push-subscriptions/{id}, sent when a session ends. By then the session record is gone (sign-out clears
// it before anyone can react), so the call carries the ended session's token itself instead of going through the
// API client, and `keepalive` lets it finish while the page moves on.
import { API_BASE } from '@/lib/api/api-client';

export async function deletePushSubscription(id: number, token: string): Promise<void> {
  const response = await fetch(`${API_BASE}/push-subscriptions/${id}`, {
    method: 'DELETE',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    keepalive: true,
  });
  if (!response.ok) throw new Error(`DELETE /push-subscriptions/${id} answered ${response.status}`);
}
