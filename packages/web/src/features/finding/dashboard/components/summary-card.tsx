// One dashboard counter: a number and its label, the whole card opening the matching ticket list. The link is named by
// what it shows ('4 Activos'), so speech and sight agree (WCAG 2.5.3, label in name).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Avatar, Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';

interface SummaryCardProps {
  label: string;
  value: number | undefined;
  to: string;
  icon: ReactNode;
  color: 'primary' | 'success' | 'info' | 'warning' | 'secondary';
}

export function SummaryCard({ label, value, to, icon, color }: SummaryCardProps) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Avatar sx={{ bgcolor: `${color}.main`, width: 48, height: 48 }}>{icon}</Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }} data-testid="summary-value">
              {value ?? <Skeleton width={40} />}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
