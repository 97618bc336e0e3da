// The survey's five faces, worst to best, in the order of the contracts' `ratingLabels`
// (docs/product/service-quality.md#satisfaction-surveys): the form shows them and a given rating is drawn with its own.
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentNeutralIcon from '@mui/icons-material/SentimentNeutral';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';

export const ratingFaces: ComponentType<SvgIconProps>[] = [
  SentimentVeryDissatisfiedIcon,
  SentimentDissatisfiedIcon,
  SentimentNeutralIcon,
  SentimentSatisfiedIcon,
  SentimentVerySatisfiedIcon,
];
