"use strict";
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    return new (P || (P = Promise))(function (resolve, reject) {
        var it = generator.apply(thisArg, _arguments || []);
        function step(r) { r.done ? resolve(r.value) : P.resolve(r.value).then(function (v) { step(it.next(v)); }, function (e) { try { step(it.throw(e)); } catch (x) { reject(x); } }); }
        try { step(it.next()); } catch (x) { reject(x); }
    });
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.dispatch = exports.limiter = exports.Limiter = void 0;
// Lets a few requests run at once; answers with what the task gave.
class Limiter {
    constructor(most) {
        this.most = most;
        this.running = 0;
    }
    run(task) {
        return __awaiter(this, void 0, void 0, function* () {
            if (this.running >= this.most) {
                throw new Error("too many requests");
            }
            this.running++;
            try {
                return yield task();
            }
            finally {
                this.running--;
            }
        });
    }
}
exports.Limiter = Limiter;
exports.limiter = new Limiter(4);
function dispatch(kind, work) {
    return __awaiter(this, void 0, void 0, function* () {
        try {
            const answer = yield exports.limiter.run(() => work());
            return answer;
        }
        catch (error) {
            console.error(`${kind} failed`);
            throw error;
        }
    });
}
exports.dispatch = dispatch;
