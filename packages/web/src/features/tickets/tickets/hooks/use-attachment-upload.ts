// Uploads one chosen file at a time to the temporary area, with its progress. The company's FileAttachmentSize (MB)
// and the sub-category's attachment rules are checked before sending (the server checks both again at save); a
// refused file is told in a banner and stays explained in the tab until the next choice. Banners of
// docs/product/tickets.md#errors: 'Archivo agregado', the server's refusal as a warning, otherwise 'Error agregando archivo'.
import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_FILE_ATTACHMENT_SIZE_MB,
  FILE_ATTACHMENT_SIZE,
  matchesAttachmentRule,
  ticketMessages,
  type Attachment,
} from '@tms/contracts';
import { isApiError } from '@/lib/api/api-error';
import { notify } from '@/lib/notify';
import { useCompanySettings } from '@/lib/settings/get-company-settings';
import { uploadAttachment } from '../api/upload-attachment';
import type { AttachmentRule } from '../components/attachment-rules';

const BYTES_PER_MB = 1024 * 1024;

function useAttachmentLimitMb(): number {
  const settings = useCompanySettings();
  const configured = Number(settings.data?.items.find((item) => item.code === FILE_ATTACHMENT_SIZE)?.detail);
  return configured > 0 ? configured : DEFAULT_FILE_ATTACHMENT_SIZE_MB;
}

export function useAttachmentUpload(rules: AttachmentRule[], onUploaded: (attachment: Attachment) => void) {
  const limitMb = useAttachmentLimitMb();
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const refuse = (message: string) => {
    setRefusal(message);
    notify.warning(message);
  };

  const start = async (file: File) => {
    setRefusal(null);
    if (file.size > limitMb * BYTES_PER_MB) {
      refuse(ticketMessages.attachmentLimit(limitMb));
      return;
    }
    if (rules.length > 0 && !rules.some((rule) => matchesAttachmentRule(file, rule))) {
      refuse(ticketMessages.attachmentRuleMismatch(file.name));
      return;
    }
    abort.current = new AbortController();
    setUpload({ name: file.name, progress: 0 });
    try {
      const attachment = await uploadAttachment(
        file,
        (progress) => setUpload({ name: file.name, progress }),
        abort.current.signal,
      );
      onUploaded(attachment);
      notify.success(ticketMessages.fileAdded);
    } catch (error) {
      if (abort.current.signal.aborted) return;
      if (isApiError(error) && error.fromServer) notify.warning(error.message);
      else notify.error(ticketMessages.fileError);
    } finally {
      setUpload(null);
    }
  };

  return { limitMb, upload, refusal, start: (file: File) => void start(file) };
}
