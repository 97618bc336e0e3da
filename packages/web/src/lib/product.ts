// The product's name as every screen shows it.
export const PRODUCT_NAME = 'Ticket Management System';
