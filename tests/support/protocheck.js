#!/usr/bin/env node
// Checks a JSON document against Google's published Vertex AI protos (the protos.json that
// the npm package @google-cloud/aiplatform ships), the way the Vertex API would read it.
//
//   node protocheck.js MESSAGE_TYPE [FILE]     (the document on stdin when FILE is absent)
//
// Exit 0: every field name exists in its message and every enum value in its enum.
// Exit 1: the first line of stderr per problem names the field path and what is wrong.
// Exit 2: bad usage, unreadable input, or the protos could not be loaded.
//
// Type.fromObject() cannot be used: it silently drops unknown fields and maps unknown enum
// names to 0. So the JSON is walked against type.fields here.
'use strict';

const fs = require('fs');
const path = require('path');

const nodeDir = path.join(__dirname, 'node');
const protobuf = require(path.join(nodeDir, 'node_modules', 'protobufjs'));
const protosJson = path.join(nodeDir, 'node_modules', '@google-cloud', 'aiplatform', 'build',
                             'protos', 'protos.json');

const INT64 = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);
const INT32 = new Set(['int32', 'uint32', 'sint32', 'fixed32', 'sfixed32']);
const FLOAT = new Set(['double', 'float']);
const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const WRAPPER =
    /^\.google\.protobuf\.(Double|Float|Int64|UInt64|Int32|UInt32|Bool|String|Bytes)Value$/;

function describe(value) {
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'a list';
    return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
}

class Checker {
    constructor() {
        this.problems = [];
    }

    problem(where, message) {
        this.problems.push(`${where || '<root>'}: ${message}`);
    }

    // Proto3 JSON accepts the camelCase json name and the original field name.
    static fieldsByJsonName(type) {
        if (type._poolcraftNames) return type._poolcraftNames;
        const names = new Map();
        for (const field of type.fieldsArray) {
            field.resolve();
            names.set(field.name, field);
            const camel = field.name.replace(/_([a-z0-9])/g, (m, c) => c.toUpperCase());
            names.set(camel, field);
            if (field.options && field.options.json_name) names.set(field.options.json_name, field);
        }
        type._poolcraftNames = names;
        return names;
    }

    message(value, type, where) {
        const special = this.wellKnown(value, type, where);
        if (special !== undefined) return;
        if (value === null || typeof value !== 'object' || Array.isArray(value)) {
            this.problem(where, `${type.fullName.slice(1)} must be an object, not ${describe(value)}`);
            return;
        }
        const names = Checker.fieldsByJsonName(type);
        const oneofsSet = new Map();
        for (const key of Object.keys(value)) {
            const fieldWhere = where ? `${where}.${key}` : key;
            const field = names.get(key);
            if (!field) {
                this.problem(fieldWhere, `unknown field "${key}" in ${type.fullName.slice(1)}`);
                continue;
            }
            if (field.partOf && value[key] !== null) {
                const other = oneofsSet.get(field.partOf.name);
                if (other)
                    this.problem(fieldWhere, `"${key}" and "${other}" are both set but belong to ` +
                                 `oneof ${field.partOf.name}`);
                oneofsSet.set(field.partOf.name, key);
            }
            this.field(value[key], field, fieldWhere);
        }
    }

    field(value, field, where) {
        if (value === null) return; // proto3 JSON: null means the default value
        if (field.map) {
            if (typeof value !== 'object' || Array.isArray(value)) {
                this.problem(where, `map field must be an object, not ${describe(value)}`);
                return;
            }
            for (const key of Object.keys(value)) {
                this.mapKey(key, field.keyType, `${where}.${key}`);
                this.single(value[key], field, `${where}.${key}`);
            }
        } else if (field.repeated) {
            if (!Array.isArray(value)) {
                this.problem(where, `repeated field must be a list, not ${describe(value)}`);
                return;
            }
            value.forEach((item, i) => this.single(item, field, `${where}[${i}]`));
        } else {
            this.single(value, field, where);
        }
    }

    mapKey(key, keyType, where) {
        if ((INT64.has(keyType) || INT32.has(keyType)) && !/^-?\d+$/.test(key))
            this.problem(where, `map key must be an integer, not "${key}"`);
        if (keyType === 'bool' && key !== 'true' && key !== 'false')
            this.problem(where, `map key must be true or false, not "${key}"`);
    }

    single(value, field, where) {
        const resolved = field.resolvedType;
        if (resolved instanceof protobuf.Enum) {
            this.enumValue(value, resolved, where);
        } else if (resolved instanceof protobuf.Type) {
            this.message(value, resolved, where);
        } else {
            this.scalar(value, field.type, where);
        }
    }

    enumValue(value, enumType, where) {
        if (typeof value === 'string') {
            if (!Object.prototype.hasOwnProperty.call(enumType.values, value))
                this.problem(where, `"${value}" is not a value of enum ${enumType.fullName.slice(1)}`);
        } else if (Number.isInteger(value)) {
            if (!Object.values(enumType.values).includes(value))
                this.problem(where, `${value} is not a number of enum ${enumType.fullName.slice(1)}`);
        } else {
            this.problem(where, `enum ${enumType.fullName.slice(1)} needs a name, not ${describe(value)}`);
        }
    }

    scalar(value, type, where) {
        const integerText = typeof value === 'string' && /^-?\d+$/.test(value);
        if (INT64.has(type) || INT32.has(type)) {
            if (!(Number.isInteger(value) || integerText))
                this.problem(where, `${type} needs an integer (number or decimal string), ` +
                             `not ${describe(value)}`);
            if (type.startsWith('u') && (value < 0 || (integerText && value.startsWith('-'))))
                this.problem(where, `${type} cannot be negative`);
        } else if (FLOAT.has(type)) {
            const special = ['NaN', 'Infinity', '-Infinity'].includes(value);
            const numericText = typeof value === 'string' && value.trim() !== ''
                && !isNaN(Number(value));
            if (!(typeof value === 'number' || special || numericText))
                this.problem(where, `${type} needs a number, not ${describe(value)}`);
        } else if (type === 'bool') {
            if (typeof value !== 'boolean')
                this.problem(where, `bool needs true or false, not ${describe(value)}`);
        } else if (type === 'string') {
            if (typeof value !== 'string')
                this.problem(where, `string field needs a string, not ${describe(value)}`);
        } else if (type === 'bytes') {
            if (typeof value !== 'string' || !/^[A-Za-z0-9+/_-]*=*$/.test(value))
                this.problem(where, `bytes field needs base64 text, not ${describe(value)}`);
        } else {
            this.problem(where, `cannot check values of type ${type}`);
        }
    }

    // The well-known types have their own JSON forms. Returns undefined for other types.
    wellKnown(value, type, where) {
        switch (type.fullName) {
        case '.google.protobuf.Duration':
            if (typeof value !== 'string' || !/^-?\d+(\.\d{1,9})?s$/.test(value))
                this.problem(where, `Duration needs a string such as "7200s", not ${describe(value)}`);
            return true;
        case '.google.protobuf.Timestamp':
            if (typeof value !== 'string' || !RFC3339.test(value))
                this.problem(where, `Timestamp needs RFC 3339 text, not ${describe(value)}`);
            return true;
        case '.google.protobuf.FieldMask':
            if (typeof value !== 'string') this.problem(where, 'FieldMask needs a string');
            return true;
        case '.google.protobuf.Value':
            return true;
        case '.google.protobuf.Struct':
            if (value === null || typeof value !== 'object' || Array.isArray(value))
                this.problem(where, `Struct needs an object, not ${describe(value)}`);
            return true;
        case '.google.protobuf.ListValue':
            if (!Array.isArray(value)) this.problem(where, `ListValue needs a list, not ${describe(value)}`);
            return true;
        case '.google.protobuf.Any':
            if (value === null || typeof value !== 'object' || typeof value['@type'] !== 'string')
                this.problem(where, 'Any needs an object with "@type"');
            return true;
        }
        const wrapper = WRAPPER.exec(type.fullName);
        if (wrapper) {
            this.scalar(value, wrapper[1].toLowerCase(), where);
            return true;
        }
        return undefined;
    }
}

function main(argv) {
    if (argv.length < 1 || argv.length > 2) {
        process.stderr.write('usage: node protocheck.js MESSAGE_TYPE [FILE]\n');
        return 2;
    }
    let root;
    let type;
    try {
        root = protobuf.Root.fromJSON(JSON.parse(fs.readFileSync(protosJson, 'utf8')));
        type = root.lookupType(argv[0]);
    } catch (e) {
        process.stderr.write(`cannot load ${argv[0]} from ${protosJson}: ${e.message}\n`);
        return 2;
    }
    let document;
    try {
        const text = fs.readFileSync(argv.length === 2 ? argv[1] : 0, 'utf8');
        document = JSON.parse(text);
    } catch (e) {
        process.stderr.write(`cannot read the JSON document: ${e.message}\n`);
        return 2;
    }
    const checker = new Checker();
    checker.message(document, type, '');
    if (checker.problems.length) {
        process.stderr.write(checker.problems.join('\n') + '\n');
        return 1;
    }
    process.stdout.write(`ok: ${argv[0]}\n`);
    return 0;
}

// The loopback test cloud (testcloud.js) checks request bodies with the same walker.
module.exports = { Checker, protosJson };

if (require.main === module)
    process.exitCode = main(process.argv.slice(2));
