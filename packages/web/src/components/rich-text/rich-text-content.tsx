// Shows rich text stored by the server. The server keeps only a safe subset of HTML (sanitize-html), so the markup
// is rendered as it is.
import { Box } from '@mui/material';
import { richTextSx } from './rich-text-styles';

export function RichTextContent({ html }: { html: string }) {
  return <Box sx={richTextSx} dangerouslySetInnerHTML={{ __html: html }} />;
}
