"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pie = exports["word-cloud"] = exports.bar = void 0;
var bar_1 = require("./bar.js");
Object.defineProperty(exports, "bar", { enumerable: true, get: function () { return bar_1.bar; } });
var word_cloud_1 = require("./word-cloud.js");
Object.defineProperty(exports, "word-cloud", { enumerable: true, get: function () { return word_cloud_1.wordCloud; } });
var pie_1 = require("./pie.js");
Object.defineProperty(exports, "pie", { enumerable: true, get: function () { return pie_1.pie; } });
