module.exports = '/assets/test-asset';
