// The browser tab shows the current screen and the product name.
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../product';

export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
