// The dashboard charts' period and month names, in a module of their own without schemas: the dashboard's first view
// imports them, and a module holding schemas would bring the validation library along.
export const CHART_PERIOD_DAYS = 30;
export const MONTH_LABELS = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];
