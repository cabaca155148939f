// What an imported style sheet is in a jest test (jest.config.js maps every .css here): nothing.
module.exports = {};
